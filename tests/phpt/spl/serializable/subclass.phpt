--TEST--
A subclass of ArrayObject overriding serialize()/unserialize() and calling the parent's: serialize() still writes the O: form of __serialize, unserialize() of the C: form calls the override
--FILE--
<?php
class MyAO extends ArrayObject {
    public $extra = 'e';
    function serialize(): string { return 'P' . parent::serialize(); }
    function unserialize($s): void { echo "MyAO::unserialize\n"; parent::unserialize(substr($s, 1)); }
}
class MyStorage extends SplObjectStorage {
    public $tag = 't';
}
class MyList extends SplDoublyLinkedList {}
$m = new MyAO([1, 2]);
echo $m->serialize(), "\n";
echo serialize($m), "\n";
$m2 = new MyAO;
$m2->unserialize($m->serialize());
print_r($m2);
echo "\n";
print_r(unserialize('C:4:"MyAO":' . strlen($m->serialize()) . ':{' . $m->serialize() . '}'));
echo "\n";
$s = new MyStorage;
$s[new stdClass] = [1];
echo $s->serialize(), "\n";
$t = unserialize('C:9:"MyStorage":' . strlen($s->serialize()) . ':{' . $s->serialize() . '}');
var_dump(get_class($t), count($t), $t->tag);
$l = new MyList;
$l->push('z');
$u = unserialize('C:6:"MyList":' . strlen($l->serialize()) . ':{' . $l->serialize() . '}');
var_dump(get_class($u), $u[0]);
foreach ([new ArrayObject(['a' => 1, 'b' => [1, 2]]), new ArrayIterator([3]), new SplQueue, new SplObjectStorage, new MyAO([5])] as $v) {
    $c = get_class($v);
    $w = new $c;
    $w->unserialize($v->serialize());
    var_dump($w == $v);
}
?>
--EXPECT--
Px:i:0;a:2:{i:0;i:1;i:1;i:2;};m:a:1:{s:5:"extra";s:1:"e";}
O:4:"MyAO":4:{i:0;i:0;i:1;a:2:{i:0;i:1;i:1;i:2;}i:2;a:1:{s:5:"extra";s:1:"e";}i:3;N;}
MyAO::unserialize
MyAO Object
(
    [extra] => e
    [storage:ArrayObject:private] => Array
        (
            [0] => 1
            [1] => 2
        )

)

MyAO::unserialize
MyAO Object
(
    [extra] => e
    [storage:ArrayObject:private] => Array
        (
            [0] => 1
            [1] => 2
        )

)

x:i:1;O:8:"stdClass":0:{},a:1:{i:0;i:1;};m:a:1:{s:3:"tag";s:1:"t";}
string(9) "MyStorage"
int(1)
string(1) "t"
string(6) "MyList"
string(1) "z"
bool(true)
bool(true)
bool(true)
bool(true)
MyAO::unserialize
bool(true)
