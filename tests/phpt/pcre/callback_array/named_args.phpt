--TEST--
preg_replace_callback_array with named arguments
--FILE--
<?php
var_dump(preg_replace_callback_array(pattern: ['/\d/' => fn($m) => '#'], subject: 'a1b2', limit: 1));
--EXPECT--
string(4) "a#b2"
