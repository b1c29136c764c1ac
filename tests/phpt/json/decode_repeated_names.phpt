--TEST--
json_decode and unserialize with member names repeated across records (integer-like, empty, long, escaped and colliding names)
--FILE--
<?php
$recs = [];
for ($i = 0; $i < 6; $i++) {
    $recs[] = ["id" => $i, "123" => "int", "-5" => "neg", "0123" => "str", "" => "empty", "1.5" => "f",
        str_repeat("k", 40) => "long", "ab" => 1, "ba" => 2, "a\u{e9}" => 3, "x$i" => $i];
}
$j = json_encode($recs);
$a = json_decode($j, true);
var_dump($a === $recs);
var_dump(array_keys($a[5]));
$o = json_decode($j);
var_dump($o[3]);
var_dump(json_decode('[{"a\u0062":1,"ab":2},{"ab":3,"a\/":4,"a/":5}]', true));
$s = serialize($recs);
var_dump(unserialize($s) === $recs);
var_dump(array_keys(unserialize($s)[2]));
var_dump(unserialize('a:2:{i:0;a:2:{S:2:"\61b";i:1;s:2:"ab";i:2;}i:1;a:1:{s:2:"ab";i:3;}}'));
class P { public $ab; public $cd = 5; }
var_dump(unserialize('a:2:{i:0;O:1:"P":2:{s:2:"ab";i:1;s:2:"cd";i:2;}i:1;O:1:"P":1:{s:2:"ab";s:1:"x";}}'));
--EXPECT--
bool(true)
array(11) {
  [0]=>
  string(2) "id"
  [1]=>
  int(123)
  [2]=>
  int(-5)
  [3]=>
  string(4) "0123"
  [4]=>
  string(0) ""
  [5]=>
  string(3) "1.5"
  [6]=>
  string(40) "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk"
  [7]=>
  string(2) "ab"
  [8]=>
  string(2) "ba"
  [9]=>
  string(3) "aé"
  [10]=>
  string(2) "x5"
}
object(stdClass)#4 (11) {
  ["id"]=>
  int(3)
  ["123"]=>
  string(3) "int"
  ["-5"]=>
  string(3) "neg"
  ["0123"]=>
  string(3) "str"
  [""]=>
  string(5) "empty"
  ["1.5"]=>
  string(1) "f"
  ["kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk"]=>
  string(4) "long"
  ["ab"]=>
  int(1)
  ["ba"]=>
  int(2)
  ["aé"]=>
  int(3)
  ["x3"]=>
  int(3)
}
array(2) {
  [0]=>
  array(1) {
    ["ab"]=>
    int(2)
  }
  [1]=>
  array(2) {
    ["ab"]=>
    int(3)
    ["a/"]=>
    int(5)
  }
}
bool(true)
array(11) {
  [0]=>
  string(2) "id"
  [1]=>
  int(123)
  [2]=>
  int(-5)
  [3]=>
  string(4) "0123"
  [4]=>
  string(0) ""
  [5]=>
  string(3) "1.5"
  [6]=>
  string(40) "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk"
  [7]=>
  string(2) "ab"
  [8]=>
  string(2) "ba"
  [9]=>
  string(3) "aé"
  [10]=>
  string(2) "x2"
}
array(2) {
  [0]=>
  array(1) {
    ["ab"]=>
    int(2)
  }
  [1]=>
  array(1) {
    ["ab"]=>
    int(3)
  }
}
array(2) {
  [0]=>
  object(P)#7 (2) {
    ["ab"]=>
    int(1)
    ["cd"]=>
    int(2)
  }
  [1]=>
  object(P)#8 (2) {
    ["ab"]=>
    string(1) "x"
    ["cd"]=>
    int(5)
  }
}
