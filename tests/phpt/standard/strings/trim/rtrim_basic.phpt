--TEST--
rtrim and chop
--FILE--
<?php
var_dump(rtrim("  hi  "), rtrim("xxhixx", "x"), chop("line\n"), chop("abc", "c..z"), rtrim("1.500", "0"), rtrim("1.000", ".0"));
--EXPECT--
string(4) "  hi"
string(4) "xxhi"
string(4) "line"
string(2) "ab"
string(3) "1.5"
string(1) "1"
