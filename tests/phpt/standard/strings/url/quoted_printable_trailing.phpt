--TEST--
quoted_printable_encode of spaces before line breaks
--FILE--
<?php
var_dump(quoted_printable_encode("a \r\nb \nc\t\r\nd "), quoted_printable_decode("a=20\r\nb=\r\n"));
--EXPECT--
string(19) "a=20
b =0Ac=09
d "
string(5) "a 
b"
