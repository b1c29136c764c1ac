--TEST--
\d, \w and \b follow Unicode with /u
--FILE--
<?php
var_dump(preg_match('/^\d+$/u', '١٢٣'));
var_dump(preg_match('/^\d+$/', '١٢٣'));
var_dump(preg_match_all('/\b\w+\b/u', 'héllo wörld', $m), $m[0]);
var_dump(preg_match('/[[:alpha:]]/u', 'é'));
--EXPECT--
int(1)
int(0)
int(2)
array(2) {
  [0]=>
  string(6) "héllo"
  [1]=>
  string(6) "wörld"
}
int(1)
