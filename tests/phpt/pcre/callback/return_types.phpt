--TEST--
the callback's return value is converted to a string
--FILE--
<?php
var_dump(preg_replace_callback('/x/', fn($m) => 42, 'axb'));
var_dump(preg_replace_callback('/x/', fn($m) => 1.5, 'axb'));
var_dump(preg_replace_callback('/x/', fn($m) => null, 'axb'));
var_dump(preg_replace_callback('/x/', fn($m) => true, 'axb'));
var_dump(preg_replace_callback('/x/', fn($m) => false, 'axb'));
--EXPECT--
string(4) "a42b"
string(5) "a1.5b"
string(2) "ab"
string(3) "a1b"
string(2) "ab"
