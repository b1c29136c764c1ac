--TEST--
Unicode properties with /u
--FILE--
<?php
var_dump(preg_match_all('/\p{Lu}/u', 'aÉbÖc', $m), $m[0]);
var_dump(preg_match_all('/\p{Greek}+/u', 'abc αβγ def', $m), $m[0]);
var_dump(preg_match('/^\p{L}+$/u', 'naïve'));
var_dump(preg_match('/^\X$/u', "e\u{301}"));
--EXPECT--
int(2)
array(2) {
  [0]=>
  string(2) "É"
  [1]=>
  string(2) "Ö"
}
int(1)
array(1) {
  [0]=>
  string(6) "αβγ"
}
int(1)
int(1)
