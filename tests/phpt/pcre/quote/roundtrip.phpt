--TEST--
a quoted string matches itself literally
--FILE--
<?php
$s = 'price: $5.00 (approx.) [a-z]* {2}';
var_dump(preg_match('/^' . preg_quote($s, '/') . '$/', $s));
var_dump(preg_match('#' . preg_quote('a#b', '#') . '#', 'xa#b'));
--EXPECT--
int(1)
int(1)
