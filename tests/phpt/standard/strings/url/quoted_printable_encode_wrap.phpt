--TEST--
quoted_printable_encode soft line breaks
--FILE--
<?php
var_dump(quoted_printable_encode(str_repeat("a", 100)));
var_dump(quoted_printable_encode(str_repeat("é", 30)));
var_dump(quoted_printable_encode(str_repeat("x", 70) . "\xe2\x82\xac\xe2\x82\xac"));
--EXPECT--
string(103) "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa=
aaaaaaaaaaaaaaaaaaaaaaaaa"
string(186) "=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=
=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=
=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9"
string(91) "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx=
=E2=82=AC=E2=82=AC"
