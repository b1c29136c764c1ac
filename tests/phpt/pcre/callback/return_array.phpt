--TEST--
a callback returning an array warns
--FILE--
<?php
var_dump(preg_replace_callback('/x/', fn($m) => [1], 'axb'));
--EXPECTF--

Warning: Array to string conversion in %s on line 2
string(7) "aArrayb"
