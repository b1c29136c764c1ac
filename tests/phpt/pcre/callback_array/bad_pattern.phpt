--TEST--
a bad pattern in preg_replace_callback_array
--FILE--
<?php
var_dump(preg_replace_callback_array(['/a/' => fn($m) => 'x', '/(/' => fn($m) => 'y'], 'aa', -1, $c), $c);
var_dump(preg_replace_callback_array(['/a/' => fn($m) => 'x', '/(/' => fn($m) => 'y'], ['aa', 'b'], -1, $c), $c);
--EXPECTF--

Warning: preg_replace_callback_array(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 2
NULL
NULL

Warning: preg_replace_callback_array(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 3

Warning: preg_replace_callback_array(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 3
array(0) {
}
int(2)
