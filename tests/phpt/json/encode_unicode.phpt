--TEST--
non-ASCII becomes \u escapes
--FILE--
<?php
var_dump(json_encode("é"), json_encode("€"), json_encode("😀"), json_encode("日本語"), json_encode("\u{10FFFF}"));
--EXPECT--
string(8) ""\u00e9""
string(8) ""\u20ac""
string(14) ""\ud83d\ude00""
string(20) ""\u65e5\u672c\u8a9e""
string(14) ""\udbff\udfff""
