--TEST--
JSON_INVALID_UTF8_SUBSTITUTE
--FILE--
<?php
foreach (["a\xffb", "\xc3", "a\xe9\x80b", "\xf0\x9f\x98", "\xed\xa0\x80x", "\xc0\xafz", "\xf4\x90\x80\x80", "\xe0\x80\x80", "\xc3\xc3\xa9"] as $s) echo json_encode($s, JSON_INVALID_UTF8_SUBSTITUTE), " ", json_encode($s, JSON_INVALID_UTF8_SUBSTITUTE | JSON_UNESCAPED_UNICODE), "\n";
--EXPECT--
"a\ufffdb" "a�b"
"\ufffd" "�"
"a\ufffdb" "a�b"
"\ufffd" "�"
"\ufffdx" "�x"
"\ufffd\ufffdz" "��z"
"\ufffd" "�"
"\ufffd" "�"
"\ufffd\u00e9" "�é"
