--TEST--
quoted-printable round trip
--FILE--
<?php
$s = str_repeat("Ünïcödé text = with \"specials\"\t and a long line ", 5);
var_dump(quoted_printable_decode(quoted_printable_encode($s)) === $s);
--EXPECT--
bool(true)
