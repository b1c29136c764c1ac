--TEST--
double_encode=false validates names per doctype
--FILE--
<?php
foreach ([ENT_HTML401, ENT_XML1, ENT_XHTML, ENT_HTML5] as $d) var_dump(htmlspecialchars("&hellip; &apos; &NotEqualTilde; &lt;", ENT_QUOTES | $d, null, false));
--EXPECT--
string(44) "&hellip; &amp;apos; &amp;NotEqualTilde; &lt;"
string(44) "&amp;hellip; &apos; &amp;NotEqualTilde; &lt;"
string(40) "&hellip; &apos; &amp;NotEqualTilde; &lt;"
string(36) "&hellip; &apos; &NotEqualTilde; &lt;"
