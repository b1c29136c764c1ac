--TEST--
preg_replace_callback_array applies each pattern with its callback
--FILE--
<?php
var_dump(preg_replace_callback_array([
    '/\d+/' => fn($m) => $m[0] * 10,
    '/[a-z]+/' => fn($m) => strtoupper($m[0]),
], 'ab 12 cd 3'));
--EXPECT--
string(12) "AB 120 CD 30"
