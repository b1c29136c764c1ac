--TEST--
A compound assignment or ++/-- on a nested element warns "Undefined array
key" for each missing key on the way (php's read-write fetch), not only
the last; appended levels and keys that exist do not warn
--FILE--
<?php
$a = []; $a[0][1] .= "x";
$b = []; $b["k"][1]++;
$o = new stdClass; $o->p = null; $o->p[0][1] .= "y";
$n = null; $n[0][1] .= "z";
$c = [[1]]; $c[0][5] += 1; $c[3][0] -= 1;
$d = []; $d[][1] .= "q";
$e = ['x' => ['y' => 1]]; $e['x']['y'] .= "!"; $e['x']['z']['w'] *= 2;
$s = "str"; 
var_dump($a, $b, $o, $n, $c, $d, $e);
--EXPECTF--

Warning: Undefined array key 0 in %s on line 2

Warning: Undefined array key 1 in %s on line 2

Warning: Undefined array key "k" in %s on line 3

Warning: Undefined array key 1 in %s on line 3

Warning: Undefined array key 0 in %s on line 4

Warning: Undefined array key 1 in %s on line 4

Warning: Undefined array key 0 in %s on line 5

Warning: Undefined array key 1 in %s on line 5

Warning: Undefined array key 5 in %s on line 6

Warning: Undefined array key 3 in %s on line 6

Warning: Undefined array key 0 in %s on line 6

Warning: Undefined array key 1 in %s on line 7

Warning: Undefined array key "z" in %s on line 8

Warning: Undefined array key "w" in %s on line 8
array(1) {
  [0]=>
  array(1) {
    [1]=>
    string(1) "x"
  }
}
array(1) {
  ["k"]=>
  array(1) {
    [1]=>
    int(1)
  }
}
object(stdClass)#1 (1) {
  ["p"]=>
  array(1) {
    [0]=>
    array(1) {
      [1]=>
      string(1) "y"
    }
  }
}
array(1) {
  [0]=>
  array(1) {
    [1]=>
    string(1) "z"
  }
}
array(2) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [5]=>
    int(1)
  }
  [3]=>
  array(1) {
    [0]=>
    int(-1)
  }
}
array(1) {
  [0]=>
  array(1) {
    [1]=>
    string(1) "q"
  }
}
array(1) {
  ["x"]=>
  array(2) {
    ["y"]=>
    string(2) "1!"
    ["z"]=>
    array(1) {
      ["w"]=>
      int(0)
    }
  }
}
