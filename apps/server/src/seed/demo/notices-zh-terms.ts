import type { DemoNoticeText, NoticeBrand } from './demo-notice-types.ts';
import { zhContacts } from './notices-zh-guides.ts';

/** Purchase agreement, privacy agreement, introduction and announcements, in Chinese. */
export function zhTermsNotices(brand: NoticeBrand): DemoNoticeText[] {
  const { name, mailDomain } = brand;
  const contacts = zhContacts(brand);
  return [
    {
      noticeType: 'gmxy',
      title: '账号购买协议',
      daysAgo: 84,
      html: `
<p>本协议是您与${name}（下称“平台”）就购买游戏账号所订立的协议。提交订单即表示您已阅读并同意本协议。</p>
<h2>一、交易标的</h2>
<p>您购买的是游戏账号的使用权及其绑定信息的变更服务。账号的属性以商品详情页和截图为准，
平台客服在交付前会逐项核验。</p>
<h2>二、价格与费用</h2>
<ul>
  <li>订单总价 = 账号价格 + 所选包赔费用 + 平台服务费（每单 ¥8）。</li>
  <li>价格 ¥200 及以上的账号可先付 10% 定金（最低 ¥50），在约定时间内补齐尾款。</li>
  <li>订单须在 15 分钟内完成支付，逾期自动取消。</li>
</ul>
<h2>三、交付与验收</h2>
<ol>
  <li>支付成功后，客服完成验号和换绑，并在订单页交付账号信息。</li>
  <li>请在收到账号后及时登录核对；确认无误后点击“确认收货”。</li>
  <li>交付后 72 小时内未确认且未提出异议的，订单自动确认完成。</li>
</ol>
<h2>四、退款</h2>
<p>账号与描述严重不符、无法完成换绑或交付前卖家违约的，平台全额退款。确认收货后因买家原因申请退款的，不予受理；
找回等售后问题按<strong>包赔规则</strong>处理。</p>
<h2>五、买家义务</h2>
<ul>
  <li>年满 18 周岁并完成实名认证。</li>
  <li>妥善保管账号密码和验证码，不在平台外与卖家私下交易。</li>
  <li>遵守游戏运营方的用户协议，因违规导致封号的后果自负。</li>
</ul>
<h2>六、争议解决</h2>
<p>双方发生争议的，先由平台客服调解；调解不成的，可向平台运营者所在地人民法院提起诉讼。</p>`,
    },
    {
      noticeType: 'yszc',
      title: '隐私政策',
      daysAgo: 84,
      html: `
<p>${name}重视您的个人信息保护。本政策说明我们收集哪些信息、如何使用和保护，以及您享有的权利。</p>
<h2>我们收集的信息</h2>
<ul>
  <li><strong>注册信息</strong>：手机号、密码（仅保存不可逆的哈希值）、昵称和头像。</li>
  <li><strong>实名信息</strong>：姓名、身份证号，以及二级认证时上传的身份证照片。</li>
  <li><strong>交易信息</strong>：订单、支付结果、寄售账号资料、售后记录。</li>
  <li><strong>设备与日志</strong>：IP 地址、浏览记录和操作日志，用于安全风控和统计。</li>
</ul>
<h2>我们如何保护</h2>
<ul>
  <li>身份证号、姓名和游戏账号密码使用 AES-256 加密存储，页面上只显示脱敏后的内容。</li>
  <li>账号密码只向付款买家展示，每次查看都会记录审计日志。</li>
  <li>员工按岗位最小权限访问数据，所有敏感操作留痕。</li>
</ul>
<h2>短信</h2>
<p>我们仅为注册、登录、找回密码、更换手机号和订单通知向您发送短信。验证码 5 分钟内有效，只能使用一次；
我们不会通过短信索要您的密码。</p>
<h2>保存期限</h2>
<p>账号注销后，我们在 30 天内删除或匿名化您的个人信息；法律法规要求保存的交易记录，
按规定期限（不少于三年）保存后删除。</p>
<h2>您的权利</h2>
<ul>
  <li>查询、更正您的个人资料，撤回授权。</li>
  <li>申请注销账号或删除个人信息。</li>
  <li>对个人信息处理提出投诉：邮件 <a href="mailto:privacy@${mailDomain}">privacy@${mailDomain}</a>，我们在 15 个工作日内答复。</li>
</ul>
<p>如认为我们的处理损害了您的权益，您也可以向<a href="https://www.12321.cn/">12321 网络不良与垃圾信息举报受理中心</a>举报。</p>`,
    },
    {
      noticeType: 'jieshao',
      title: `关于${name}`,
      daysAgo: 90,
      html: `
<h2>${name}是谁</h2>
<p>${name}是一家专注游戏账号交易的平台，提供账号买卖、官网寄售、快速回收和竞价回收服务，
覆盖王者荣耀、和平精英、原神、英雄联盟等热门游戏。</p>
<h2>我们的承诺</h2>
<ul>
  <li><strong>担保交易</strong>：货款由平台托管，买家确认后才结算给卖家。</li>
  <li><strong>专业换绑</strong>：客服按游戏清单验号、换绑并留档。</li>
  <li><strong>找回包赔</strong>：被找回可获赔付，黑号库拦截问题账号。</li>
  <li><strong>客服验证</strong>：所有客服账号均可在站内核验，谨防冒充。</li>
</ul>
<h2>联系我们</h2>
<p>官方客服：${contacts}；每天 9:00–23:00 在线。有任何建议，欢迎通过<a href="/pages/other/fankui">意见反馈</a>告诉我们。</p>`,
    },
    {
      noticeType: 'gonggao',
      title: '警惕冒充客服的诈骗行为',
      daysAgo: 20,
      pinned: true,
      html: `
<p>近期有不法分子冒充${name}客服，以“账号异常”“订单冻结”“退还保证金”为由，诱导用户转账或提供验证码。</p>
<h3>请牢记</h3>
<ul>
  <li>官方客服只有：${contacts}。</li>
  <li>平台不会要求您向个人账户转账，也不会索要短信验证码。</li>
  <li>所有交易都在订单页完成，请勿点击陌生人发来的链接。</li>
</ul>
<p>如遇可疑情况，请立即通过<a href="/pages/other/fankui">意见反馈</a>举报。</p>`,
    },
    {
      noticeType: 'gonggao',
      title: '关于加强账号换绑审核的公告',
      daysAgo: 3,
      html: `
<p>为降低找回风险，自即日起，所有寄售账号在上架前须完成以下核验：</p>
<ol>
  <li>提供账号实名截图，并与卖家实名信息一致或能说明来源。</li>
  <li>绑定手机号可接收验证码，便于交付时换绑。</li>
  <li>近 30 天内无申诉、改密记录。</li>
</ol>
<p>未通过核验的账号将退回修改，已上架账号会在 7 天内补充核验。感谢配合。</p>`,
    },
    {
      noticeType: 'gonggao',
      title: '竞价回收功能上线',
      daysAgo: 10,
      html: `
<p>竞价回收正式上线：提交账号后，多家认证回收商在截止时间前报价，报价互不可见，您可选择最合适的一家成交。</p>
<p>立即体验<a href="/pages/jingjiahuishou">竞价回收</a>。</p>`,
    },
    {
      noticeType: 'gonggao',
      title: '春节期间客服值班安排',
      daysAgo: 40,
      html: `
<p>春节期间客服照常在线，值班时间调整为每天 10:00–20:00；提现审核顺延至节后第一个工作日处理。祝大家新春快乐！</p>`,
    },
    {
      noticeType: 'gonggao',
      title: '系统升级维护通知',
      daysAgo: -30,
      html: `
<p>为提升交易体验，平台将进行系统升级，维护期间暂停下单和提现，已支付订单不受影响。具体时间以站内通知为准。</p>`,
    },
    {
      noticeType: 'gonggao',
      title: '【草稿】会员积分规则调整',
      daysAgo: 0,
      state: 'draft',
      html: '<p>积分规则调整方案尚在讨论中，未定稿前请勿发布。</p>',
    },
  ];
}
