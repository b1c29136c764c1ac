--TEST--
quoted_printable_decode stops at NUL
--FILE--
<?php
var_dump(quoted_printable_decode("ab\0cd"), quoted_printable_decode("a=3d"));
--EXPECT--
string(2) "ab"
string(2) "a="
