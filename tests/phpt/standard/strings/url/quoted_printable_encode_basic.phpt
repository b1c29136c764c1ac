--TEST--
quoted_printable_encode
--FILE--
<?php
var_dump(quoted_printable_encode("héllo = world\t\r\n"), quoted_printable_encode("a \r\nb"), quoted_printable_encode(""));
--EXPECT--
string(25) "h=C3=A9llo =3D world=09
"
string(7) "a=20
b"
string(0) ""
