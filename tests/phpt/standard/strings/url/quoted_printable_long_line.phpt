--TEST--
quoted_printable_encode of a long line with specials
--FILE--
<?php
var_dump(quoted_printable_encode(str_repeat("=", 30)));
--EXPECT--
string(93) "=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=
=3D=3D=3D=3D=3D"
