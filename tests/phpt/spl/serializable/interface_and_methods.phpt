--TEST--
ArrayObject, ArrayIterator, SplDoublyLinkedList (SplQueue, SplStack) and SplObjectStorage implement Serializable, with unserialize() and serialize() listed right before __serialize()
--FILE--
<?php
foreach (['ArrayObject', 'ArrayIterator', 'RecursiveArrayIterator', 'SplDoublyLinkedList', 'SplQueue', 'SplStack', 'SplObjectStorage'] as $c) {
    $o = new $c;
    $m = get_class_methods($c);
    $i = array_search('unserialize', $m);
    echo $c, ': ', var_export($o instanceof Serializable, true), ' ',
        implode(',', array_slice($m, $i, 4)), ' ',
        var_export(in_array('Serializable', class_implements($c)), true), "\n";
}
$r = new ReflectionMethod('ArrayObject', 'unserialize');
echo $r->getNumberOfParameters(), ' ', $r->getParameters()[0]->getName(), "\n";
$r = new ReflectionMethod('SplObjectStorage', 'serialize');
echo $r->getNumberOfParameters(), "\n";
?>
--EXPECT--
ArrayObject: true unserialize,serialize,__serialize,__unserialize true
ArrayIterator: true unserialize,serialize,__serialize,__unserialize true
RecursiveArrayIterator: true unserialize,serialize,__serialize,__unserialize true
SplDoublyLinkedList: true unserialize,serialize,__serialize,__unserialize true
SplQueue: true unserialize,serialize,__serialize,__unserialize true
SplStack: true unserialize,serialize,__serialize,__unserialize true
SplObjectStorage: true unserialize,serialize,offsetExists,offsetGet true
1 data
0
