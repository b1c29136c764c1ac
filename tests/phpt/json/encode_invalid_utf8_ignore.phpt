--TEST--
JSON_INVALID_UTF8_IGNORE
--FILE--
<?php
foreach (["a\xffb", "\xc3", "a\xe9\x80b", "\xf0\x9f\x98", "\xed\xa0\x80x", "\xc0\xafz", "\xf4\x90\x80\x80", "\xe0\x80\x80"] as $s) echo json_encode($s, JSON_INVALID_UTF8_IGNORE), "\n";
--EXPECT--
"ab"
""
"ab"
""
"x"
"z"
""
""
