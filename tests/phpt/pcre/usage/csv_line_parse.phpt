--TEST--
parsing a CSV line with quoted fields
--FILE--
<?php
preg_match_all('/"((?:[^"]|"")*)"|([^,]*)/', 'a,"b,c","d""e",,f', $m, PREG_SET_ORDER);
$out = [];
foreach ($m as $f) {
    if ($f[0] === '' && isset($prev) && $prev !== '') { $prev = ''; continue; }
    $out[] = isset($f[2]) ? $f[2] : str_replace('""', '"', $f[1]);
    $prev = $f[0];
}
var_dump($out);
--EXPECT--
array(5) {
  [0]=>
  string(1) "a"
  [1]=>
  string(3) "b,c"
  [2]=>
  string(3) "d"e"
  [3]=>
  string(0) ""
  [4]=>
  string(1) "f"
}
