--TEST--
ArrayObject::serialize() and ArrayIterator::serialize(): flags, storage and members in the old C: data form, with one numbering for shared objects and references
--FILE--
<?php
class Sub extends ArrayObject { public $pub = 1; protected $pro = 2; private $pri = 3; }
$o = new stdClass;
$a = new ArrayObject([1, 2]);
echo $a->serialize(), "\n";
$b = new ArrayObject([$o, $o, 'k' => [1]]);
echo $b->serialize(), "\n";
$r = [1];
$c = new ArrayObject(['a' => &$r, 'b' => &$r]);
echo $c->serialize(), "\n";
echo (new ArrayObject($o))->serialize(), "\n";
echo (new ArrayObject($b))->serialize(), "\n";
echo (new ArrayIterator([1, 'x' => $o]))->serialize(), "\n";
echo (new ArrayObject([], ArrayObject::ARRAY_AS_PROPS | ArrayObject::STD_PROP_LIST))->serialize(), "\n";
echo (new ArrayObject([1], 0, 'RecursiveArrayIterator'))->serialize(), "\n";
echo $b->getIterator()->serialize(), "\n";
$h = new ArrayObject([$o]);
@$h->p = $o;
echo $h->serialize(), "\n";
echo serialize($h), "\n";
echo str_replace("\0", '\0', (new Sub(['x' => 1.5, 'y' => null, 'z' => true]))->serialize()), "\n";
echo (new ArrayObject(['s' => "a\"b", 'n' => -7, 'f' => 0.1]))->serialize(), "\n";
?>
--EXPECT--
x:i:0;a:2:{i:0;i:1;i:1;i:2;};m:a:0:{}
x:i:0;a:3:{i:0;O:8:"stdClass":0:{}i:1;r:3;s:1:"k";a:1:{i:0;i:1;}};m:a:0:{}
x:i:0;a:2:{s:1:"a";a:1:{i:0;i:1;}s:1:"b";R:3;};m:a:0:{}
x:i:0;O:8:"stdClass":0:{};m:a:0:{}
x:i:0;O:11:"ArrayObject":4:{i:0;i:0;i:1;a:3:{i:0;O:8:"stdClass":0:{}i:1;r:5;s:1:"k";a:1:{i:0;i:1;}}i:2;a:0:{}i:3;N;};m:a:0:{}
x:i:0;a:2:{i:0;i:1;s:1:"x";O:8:"stdClass":0:{}};m:a:0:{}
x:i:3;a:0:{};m:a:0:{}
x:i:0;a:1:{i:0;i:1;};m:a:0:{}
x:i:0;O:11:"ArrayObject":4:{i:0;i:0;i:1;a:3:{i:0;O:8:"stdClass":0:{}i:1;r:5;s:1:"k";a:1:{i:0;i:1;}}i:2;a:0:{}i:3;N;};m:a:0:{}
x:i:0;a:1:{i:0;O:8:"stdClass":0:{}};m:a:1:{s:1:"p";r:3;}
O:11:"ArrayObject":4:{i:0;i:0;i:1;a:1:{i:0;O:8:"stdClass":0:{}}i:2;a:1:{s:1:"p";r:4;}i:3;N;}
x:i:0;a:3:{s:1:"x";d:1.5;s:1:"y";N;s:1:"z";b:1;};m:a:3:{s:3:"pub";i:1;s:6:"\0*\0pro";i:2;s:8:"\0Sub\0pri";i:3;}
x:i:0;a:3:{s:1:"s";s:3:"a"b";s:1:"n";i:-7;s:1:"f";d:0.1;};m:a:0:{}
