--TEST--
htmlentities HTML5 names ASCII punctuation
--FILE--
<?php
var_dump(htmlentities("!\"#$%&'()*+,./:;<=>?@[\\]^_`{|}", ENT_QUOTES | ENT_HTML5));
--EXPECT--
string(191) "&excl;&quot;&num;&dollar;&percnt;&amp;&apos;&lpar;&rpar;&ast;&plus;&comma;&period;&sol;&colon;&semi;&lt;&equals;&gt;&quest;&commat;&lbrack;&bsol;&rsqb;&Hat;&lowbar;&grave;&lbrace;&vert;&rcub;"
