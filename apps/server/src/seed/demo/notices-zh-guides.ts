import type { DemoNoticeText, NoticeBrand } from './demo-notice-types.ts';

/** The tenant's customer-service contacts as a sentence fragment, or the feedback page when it lists none. */
export function zhContacts(brand: NoticeBrand): string {
  if (brand.contacts.length === 0) return '站内<a href="/pages/other/fankui">意见反馈</a>';
  return brand.contacts.map((c) => `${c.label}${c.kind === 'qq' ? ' QQ' : '微信'} ${c.value}`).join('、');
}

/** Business cooperation, help centre, trading rules and guarantee introduction, in Chinese. */
export function zhGuideNotices(brand: NoticeBrand): DemoNoticeText[] {
  const { name, mailDomain } = brand;
  const contacts = zhContacts(brand);
  return [
    {
      noticeType: 'zbhz',
      title: '商务合作',
      daysAgo: 90,
      html: `
<p>${name}面向游戏账号工作室、号商、回收商和内容创作者开放合作。我们提供担保交易、验号换绑和找回包赔体系，
合作伙伴只需专注于货源和服务。</p>
<h2>合作对象</h2>
<ul>
  <li><strong>工作室与号商</strong>：批量寄售或自营代售，账号统一由平台客服验号、换绑后交付。</li>
  <li><strong>回收商</strong>：加入竞价回收，对用户提交的账号报价，成交后由平台托管货款。</li>
  <li><strong>公会、主播与内容创作者</strong>：专属推广链接，按成交订单获得推广分成。</li>
  <li><strong>服务商</strong>：支付、实名核验、短信、保险等服务的接入合作。</li>
</ul>
<h2>合作流程</h2>
<ol>
  <li>提交<a href="/pages/other/shenqingShangjia">商家入驻申请</a>，填写主体信息、联系方式和经营的游戏。</li>
  <li>商务经理在 2 个工作日内联系您，确认合作方式、佣金比例和结算周期。</li>
  <li>审核通过后开通商家后台，可上架账号、管理订单、查看结算明细。</li>
</ol>
<h2>合作要求</h2>
<ul>
  <li>企业需提供营业执照；个人需完成实名认证且年满 18 周岁。</li>
  <li>账号来源合法，能提供首充记录、实名截图等找回包赔材料。</li>
  <li>无找回、诈骗等不良记录；出现找回纠纷时配合平台处理和赔付。</li>
</ul>
<h2>联系我们</h2>
<p>商务邮箱：<a href="mailto:bd@${mailDomain}">bd@${mailDomain}</a>；客服：${contacts}。
工作日 10:00–19:00 受理，邮件请注明“商务合作 + 公司或工作室名称”。</p>`,
    },
    {
      noticeType: 'rhmm',
      title: '帮助中心',
      daysAgo: 88,
      html: `
<h2>如何购买账号</h2>
<ol>
  <li>在<a href="/pages/accountOrder?pageType=buy">我要买</a>中按游戏、区服、属性和价格筛选，打开详情查看截图与属性。</li>
  <li>点击“立即购买”，选择保障方式（找回包赔或人脸包赔），阅读并勾选购买协议后提交订单。</li>
  <li>订单需在 15 分钟内完成支付，超时自动取消并释放账号。</li>
  <li>支付后进入“交易中”：客服验号并完成换绑，将账号、密码和换绑结果发送到您的订单页。</li>
  <li>登录确认无误后点击“确认收货”；72 小时内未确认且无异议的订单将自动确认。</li>
</ol>
<h2>货款托管</h2>
<p>您支付的款项由平台托管，不会直接打给卖家。只有在您确认收货（或自动确认）后，平台才会扣除佣金并结算给卖家；
交易中发现账号与描述不符，可联系客服退款。</p>
<h2>什么是换绑</h2>
<p>换绑是把账号绑定的手机号、邮箱、密保和实名信息改为买家本人的信息。不同游戏可换绑的项目不同，
客服按该游戏的换绑清单逐项完成并截图留档；无法更改实名的游戏，建议购买找回包赔。</p>
<h2>如何卖号</h2>
<ul>
  <li><a href="/pages/guanwangjishou">官网寄售</a>：填写账号信息和价格，审核通过后上架，售出后扣除 5% 佣金（最低 ¥50）结算到钱包。</li>
  <li><a href="/pages/kuaisuhuishou">快速回收</a>：按属性即时估价，客服验号后直接打款。</li>
  <li><a href="/pages/jingjiahuishou">竞价回收</a>：多家回收商在截止时间前报价，您选择最合适的一家成交。</li>
</ul>
<h2>常见问题</h2>
<h3>客服会索要我的验证码吗？</h3>
<p>交易中客服只会在订单页和官方客服渠道联系您。任何人私下索要验证码、要求线下转账，都是诈骗。</p>
<h3>怎么确认对方是不是官方客服？</h3>
<p>官方客服：${contacts}。其他账号自称客服的，请先核实再沟通。</p>
<h3>提现多久到账？</h3>
<p>提现申请经审核后 1–2 个工作日内到账，节假日顺延。</p>`,
    },
    {
      noticeType: 'jygz',
      title: '交易规则',
      daysAgo: 85,
      html: `
<p>为保障买卖双方的权益，所有在${name}发生的交易均须遵守以下规则。</p>
<h2>允许交易的内容</h2>
<ul>
  <li>卖家本人合法拥有、可完成换绑的游戏账号。</li>
  <li>描述必须真实：区服、等级、英雄皮肤、充值记录与截图一致，不得隐瞒封禁、处罚记录。</li>
</ul>
<h2>禁止的行为</h2>
<ul>
  <li>出售盗号、黑号、来源不明或已被找回过的账号。</li>
  <li>绕开平台私下交易、私下收款，或诱导对方添加非官方联系方式。</li>
  <li>售出后通过申诉、客服渠道找回账号（即“找回”）。</li>
  <li>未满 18 周岁的用户参与交易。</li>
</ul>
<h2>找回的处理</h2>
<p>账号售出后被原号主找回的，平台将冻结卖家钱包与保证金，追回已结算货款，并把该账号和卖家列入黑名单；
购买了找回包赔的买家按包赔规则获得赔付。情节严重的，平台将协助买家向公安机关报案。</p>
<h2>纠纷处理</h2>
<ol>
  <li>交易中发现问题，请在订单页联系客服，不要自行确认收货。</li>
  <li>客服在 24 小时内介入，调取验号截图、换绑记录和聊天记录作出处理。</li>
  <li>对处理结果有异议的，可在 7 天内通过<a href="/pages/other/fankui">意见反馈</a>申请复核。</li>
</ol>
<p>违反规则的账号将视情节被警告、限制交易或永久封禁。</p>`,
    },
    {
      noticeType: 'bpjs',
      title: '包赔介绍',
      daysAgo: 80,
      html: `
<p>账号交易最大的风险是“找回”：卖家在售出后通过申诉把账号拿回去。${name}提供两种包赔服务，下单时可选。</p>
<h2>找回包赔</h2>
<ul>
  <li>费用：账号价格的 10%，最低 ¥50。</li>
  <li>保障范围：账号售出后被原号主通过申诉、实名、密保等方式找回。</li>
  <li>赔付：核实后按订单实付金额（不含服务费）赔付到钱包，可申请提现。</li>
</ul>
<h2>人脸包赔</h2>
<ul>
  <li>费用：账号价格的 15%，最低 ¥100。</li>
  <li>适用：实名无法更改、登录需人脸识别的账号（多见于未成年人防沉迷验证）。</li>
  <li>保障范围：因人脸验证无法登录或被实名本人找回，客服协助处理不成的，全额赔付。</li>
</ul>
<h2>不在保障范围内</h2>
<ul>
  <li>买家自行泄露密码、验证码，或把账号转卖他人后发生的损失。</li>
  <li>因买家使用外挂、违规行为导致的封号。</li>
  <li>游戏停服、版本调整等不可抗力。</li>
</ul>
<h2>如何申请赔付</h2>
<ol>
  <li>发现被找回后立即在订单页点击“申请售后”，说明时间和经过。</li>
  <li>上传游戏内或官方申诉页的截图，客服 48 小时内完成核实。</li>
  <li>核实成立后 3 个工作日内完成赔付。</li>
</ol>
<p>包赔服务长期有效；售后问题可联系${contacts}。</p>`,
    },
  ];
}
