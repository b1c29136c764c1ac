--TEST--
htmlspecialchars with invalid UTF-8
--FILE--
<?php
var_dump(htmlspecialchars("a\xffb"), htmlspecialchars("a\xffb", ENT_QUOTES), htmlspecialchars("a\xffb", ENT_QUOTES | ENT_IGNORE), bin2hex(htmlspecialchars("a\xffb", ENT_QUOTES | ENT_SUBSTITUTE)));
--EXPECT--
string(5) "a�b"
string(0) ""
string(2) "ab"
string(10) "61efbfbd62"
