--TEST--
quoted_printable_decode
--FILE--
<?php
var_dump(quoted_printable_decode("h=C3=A9llo =3D world"), quoted_printable_decode("soft=\r\nbreak"), quoted_printable_decode("soft=  \nbreak"), quoted_printable_decode("bad=ZZ="), quoted_printable_decode("a=\rb"));
--EXPECT--
string(14) "héllo = world"
string(9) "softbreak"
string(9) "softbreak"
string(6) "bad=ZZ"
string(2) "ab"
