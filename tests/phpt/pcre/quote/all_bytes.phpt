--TEST--
preg_quote over every byte value
--FILE--
<?php
$s = '';
for ($i = 0; $i < 256; $i++) { $s .= chr($i); }
$q = preg_quote($s, '/');
var_dump(strlen($q), md5($q));
var_dump(preg_match('/^' . $q . '$/s', $s));
--EXPECT--
int(281)
string(32) "04d983e2d214444a6a5d39f14b36c035"
int(1)
