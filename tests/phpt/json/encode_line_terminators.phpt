--TEST--
U+2028 and U+2029
--FILE--
<?php
var_dump(json_encode("a\u{2028}b\u{2029}c"), json_encode("a\u{2028}b\u{2029}c", JSON_UNESCAPED_UNICODE), json_encode("a\u{2028}b\u{2029}c", JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_LINE_TERMINATORS), json_encode("a\u{2028}", JSON_UNESCAPED_LINE_TERMINATORS));
--EXPECT--
string(17) ""a\u2028b\u2029c""
string(17) ""a\u2028b\u2029c""
string(11) ""a b c""
string(9) ""a\u2028""
