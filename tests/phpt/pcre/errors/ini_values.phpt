--TEST--
the pcre ini settings and their defaults
--FILE--
<?php
var_dump(ini_get('pcre.backtrack_limit'), ini_get('pcre.recursion_limit'), ini_get('pcre.jit'));
var_dump(ini_set('pcre.backtrack_limit', '5000'), ini_get('pcre.backtrack_limit'));
--EXPECT--
string(7) "1000000"
string(6) "100000"
string(1) "1"
string(7) "1000000"
string(4) "5000"
