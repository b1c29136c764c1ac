--TEST--
a callback collecting matches into an outer array
--FILE--
<?php
$found = [];
$r = preg_replace_callback('/(?<tag>#\w+)/', function ($m) use (&$found) {
    $found[] = $m['tag'];
    return strtoupper($m['tag']);
}, 'hi #php and #rust');
var_dump($r, $found);
--EXPECT--
string(17) "hi #PHP and #RUST"
array(2) {
  [0]=>
  string(4) "#php"
  [1]=>
  string(5) "#rust"
}
