--TEST--
Arguments sent from hot loops: variables holding strings, arrays and
objects (counted in place: the callee's changes stay its own, the caller's
later writes separate), and literals null, true, false, strings and arrays,
to built-ins and to user functions
--FILE--
<?php
class Box { public $n = 0; function __destruct() { echo "Box ", $this->n, " gone\n"; } }
function touch_arr(array $a, $s, $o) {
    $a[] = 99;
    $s .= "!";
    $o->n++;
    return count($a) + strlen($s);
}
function lits($n, $t, $f, $s, $a) {
    return var_export([$n, $t, $f, $s, $a], true);
}
$arr = [1, 2, 3];
$str = str_repeat("ab", 3);
$box = new Box;
$t = 0;
for ($i = 0; $i < 400; $i++) {
    $t += touch_arr($arr, $str, $box);
    $t += strlen(str_pad($str, 8, "-", STR_PAD_BOTH));
    $t += count(array_merge($arr, ["x" => $i]));
    $t += substr_count(implode(",", $arr), ",");
    $t += strlen(json_encode([null, true, false, "lit", [1, "two"]]));
    $last = lits(null, true, false, "lit", ["k" => [1, 2]]);
    if ($i == 200) {
        $arr[] = 4;
        $str .= "c";
    }
}
var_dump($t, $arr, $str, $box->n);
echo $last, "\n";
$box2 = $box;
unset($box);
echo "unset one\n";
for ($i = 0; $i < 300; $i++) {
    $r = spl_object_id($box2) > 0;
}
unset($box2);
echo "done\n";
--EXPECT--
int(23996)
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
  [3]=>
  int(4)
}
string(7) "abababc"
int(400)
array (
  0 => NULL,
  1 => true,
  2 => false,
  3 => 'lit',
  4 => 
  array (
    'k' => 
    array (
      0 => 1,
      1 => 2,
    ),
  ),
)
unset one
Box 400 gone
done
