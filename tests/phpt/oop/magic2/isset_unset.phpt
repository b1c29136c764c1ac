--TEST--
__isset and __unset with isset, empty, ?? and unset
--FILE--
<?php
class A {
    private $data = ['a' => 1, 'z' => 0, 'n' => null];
    function __isset($n) { echo "isset($n)\n"; return isset($this->data[$n]) || array_key_exists($n, $this->data); }
    function __get($n) { echo "get($n)\n"; return $this->data[$n] ?? null; }
    function __unset($n) { echo "unset($n)\n"; unset($this->data[$n]); }
}
$a = new A;
var_dump(isset($a->a), isset($a->q), empty($a->z), empty($a->a), $a->n ?? 'dflt');
unset($a->a);
var_dump(isset($a->a));
var_dump(property_exists($a, 'a'));
--EXPECT--
isset(a)
isset(q)
isset(z)
get(z)
isset(a)
get(a)
isset(n)
get(n)
bool(true)
bool(false)
bool(true)
bool(false)
string(4) "dflt"
unset(a)
isset(a)
bool(false)
bool(false)
