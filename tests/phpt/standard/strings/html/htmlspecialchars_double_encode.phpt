--TEST--
htmlspecialchars without double encoding
--FILE--
<?php
var_dump(htmlspecialchars("&foo; &amp; &#12; &#x1F; &#xZZ; &#1114112; &apos; &#39 &hellip;", ENT_QUOTES, null, false));
--EXPECT--
string(83) "&amp;foo; &amp; &#12; &#x1F; &amp;#xZZ; &amp;#1114112; &amp;apos; &amp;#39 &hellip;"
