--TEST--
unserialize() of the old C: form of ArrayObject, ArrayIterator, SplDoublyLinkedList, SplQueue, SplStack and SplObjectStorage goes through their unserialize() methods, which continue the outer numbering (r:/R: across the boundary)
--FILE--
<?php
function C($cls, $d) { return 'C:' . strlen($cls) . ':"' . $cls . '":' . strlen($d) . ':{' . $d . '}'; }
function show($s) {
    echo "--- $s\n";
    try {
        $v = unserialize($s);
        print_r($v);
        echo "\n";
        return $v;
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
show('C:11:"ArrayObject":21:{x:i:0;a:0:{};m:a:0:{}}');
$v = show(C('ArrayObject', 'x:i:0;a:2:{i:0;O:8:"stdClass":0:{}i:1;r:4;};m:a:0:{}'));
var_dump($v[0] === $v[1]);
show(C('ArrayObject', 'x:i:0;a:2:{i:0;O:8:"stdClass":0:{}i:1;r:3;};m:a:0:{}'));
$v = show('a:2:{i:0;O:8:"stdClass":0:{}i:1;' . C('ArrayObject', 'x:i:0;a:1:{i:0;r:2;};m:a:0:{}') . '}');
var_dump($v[1][0] === $v[0]);
$v = show('a:2:{i:0;' . C('ArrayObject', 'x:i:0;a:2:{i:0;O:8:"stdClass":0:{}i:1;r:5;};m:a:0:{}') . 'i:1;r:5;}');
var_dump($v[1] === $v[0][1], $v[0][0] === $v[0][1]);
$v = show('a:2:{i:0;' . C('ArrayObject', 'x:i:0;a:1:{i:0;a:1:{i:0;i:7;}};m:a:0:{}') . 'i:1;R:5;}');
$v[1][0] = 8;
var_dump($v[0][0][0]);
$v = @show(C('ArrayObject', 'x:i:0;a:1:{i:0;a:1:{i:0;i:7;}};m:a:1:{s:1:"p";R:5;}'));
$v->p = 9;
var_dump($v[0][0]);
show(C('ArrayObject', 'x:i:2;O:8:"stdClass":1:{s:1:"a";i:1;};m:a:0:{}'));
show(C('ArrayObject', 'x:i:2;' . C('ArrayObject', 'x:i:1;a:1:{i:0;i:1;};m:a:0:{}') . ';m:a:0:{}'))->getFlags();
echo "\n";
$v = show('a:2:{i:0;' . C('ArrayObject', 'x:i:0;a:1:{i:0;i:1;};m:a:0:{}') . 'i:1;' . C('ArrayIterator', 'x:i:0;r:2;;m:a:0:{}') . '}');
$v[0][5] = 'shared';
var_dump($v[1][5]);
show(C('ArrayObject', 'x:i:0;a:0:{};m:a:1:{s:1:"a";' . C('SplObjectStorage', 'x:i:1;O:8:"stdClass":0:{},r:1;;m:a:0:{}') . '}'));
show(C('ArrayIterator', 'x:i:0;a:1:{s:1:"k";i:1;};m:a:0:{}'));
show(C('RecursiveArrayIterator', 'x:i:0;a:1:{i:0;a:1:{i:0;i:2;}};m:a:0:{}'));
show(C('SplDoublyLinkedList', 'i:0;:i:1;:s:1:"a";'));
$v = show(C('SplDoublyLinkedList', 'i:0;:O:8:"stdClass":0:{}:r:3;'));
var_dump($v[0] === $v[1]);
show(C('SplDoublyLinkedList', 'i:0;:O:8:"stdClass":0:{}:r:2;'));
$v = show(C('SplStack', 'i:6;:i:1;:i:2;'));
var_dump($v->top(), $v->getIteratorMode());
$v = show(C('SplQueue', 'i:4;:i:1;:i:2;'));
var_dump($v->dequeue());
$v = show(C('SplObjectStorage', 'x:i:2;O:8:"stdClass":0:{},i:1;;O:8:"stdClass":0:{},r:3;;m:a:0:{}'));
show(C('SplObjectStorage', 'x:i:2;O:8:"stdClass":0:{},r:3;;r:3,i:1;;m:a:0:{}'));
show('C:11:"ArrayObject":0:{}');
show('C:16:"SplObjectStorage":0:{}');
show('a:1:{i:0;C:11:"ArrayObject":4:{junk}}');
show('C:11:"ArrayObject":5:{x:i:0}');
show('C:19:"SplDoublyLinkedList":3:{i:0}');
show('C:11:"ArrayObject":20:{x:i:0;a:0:{};m:a:0:{}}');
show('C:11:"ArrayObject":99:{x:i:0;a:0:{};m:a:0:{}}');
show('C:11:"ArrayObject":-1:{}');
show('C:11:"ArrayObject":+2:{}}');
show('C:11:"ArrayObject"21:{x}');
show('C:11:"ArrayObject:21:{x}');
show('C:11:"ArrayObject":x');
show('C:3:"Foo":0:{}');
show('C:8:"stdClass":0:{}');
var_dump(unserialize('C:11:"ArrayObject":21:{x:i:0;a:0:{};m:a:0:{}}', ['allowed_classes' => false]) instanceof __PHP_Incomplete_Class);
var_dump(get_class(unserialize('a:1:{i:0;C:11:"ArrayObject":21:{x:i:0;a:0:{};m:a:0:{}}}', ['allowed_classes' => ['arrayobject']])[0]));
?>
--EXPECTF--
--- C:11:"ArrayObject":21:{x:i:0;a:0:{};m:a:0:{}}
ArrayObject Object
(
    [storage:ArrayObject:private] => Array
        (
        )

)

--- C:11:"ArrayObject":52:{x:i:0;a:2:{i:0;O:8:"stdClass":0:{}i:1;r:4;};m:a:0:{}}
ArrayObject Object
(
    [storage:ArrayObject:private] => Array
        (
            [0] => stdClass Object
                (
                )

            [1] => stdClass Object
                (
                )

        )

)

bool(true)
--- C:11:"ArrayObject":52:{x:i:0;a:2:{i:0;O:8:"stdClass":0:{}i:1;r:3;};m:a:0:{}}
UnexpectedValueException: Error at offset 42 of 52 bytes
--- a:2:{i:0;O:8:"stdClass":0:{}i:1;C:11:"ArrayObject":29:{x:i:0;a:1:{i:0;r:2;};m:a:0:{}}}
Array
(
    [0] => stdClass Object
        (
        )

    [1] => ArrayObject Object
        (
            [storage:ArrayObject:private] => Array
                (
                    [0] => stdClass Object
                        (
                        )

                )

        )

)

bool(true)
--- a:2:{i:0;C:11:"ArrayObject":52:{x:i:0;a:2:{i:0;O:8:"stdClass":0:{}i:1;r:5;};m:a:0:{}}i:1;r:5;}
Array
(
    [0] => ArrayObject Object
        (
            [storage:ArrayObject:private] => Array
                (
                    [0] => stdClass Object
                        (
                        )

                    [1] => stdClass Object
                        (
                        )

                )

        )

    [1] => stdClass Object
        (
        )

)

bool(true)
bool(true)
--- a:2:{i:0;C:11:"ArrayObject":39:{x:i:0;a:1:{i:0;a:1:{i:0;i:7;}};m:a:0:{}}i:1;R:5;}
Array
(
    [0] => ArrayObject Object
        (
            [storage:ArrayObject:private] => Array
                (
                    [0] => Array
                        (
                            [0] => 7
                        )

                )

        )

    [1] => Array
        (
            [0] => 7
        )

)

int(8)
--- C:11:"ArrayObject":51:{x:i:0;a:1:{i:0;a:1:{i:0;i:7;}};m:a:1:{s:1:"p";R:5;}}
ArrayObject Object
(
    [p] => 7
    [storage:ArrayObject:private] => Array
        (
            [0] => Array
                (
                    [0] => 7
                )

        )

)

int(9)
--- C:11:"ArrayObject":46:{x:i:2;O:8:"stdClass":1:{s:1:"a";i:1;};m:a:0:{}}
ArrayObject Object
(
    [storage:ArrayObject:private] => stdClass Object
        (
            [a] => 1
        )

)

--- C:11:"ArrayObject":68:{x:i:2;C:11:"ArrayObject":29:{x:i:1;a:1:{i:0;i:1;};m:a:0:{}};m:a:0:{}}
ArrayObject Object
(
    [storage:ArrayObject:private] => ArrayObject Object
        (
            [storage:ArrayObject:private] => Array
                (
                    [0] => 1
                )

        )

)


--- a:2:{i:0;C:11:"ArrayObject":29:{x:i:0;a:1:{i:0;i:1;};m:a:0:{}}i:1;C:13:"ArrayIterator":19:{x:i:0;r:2;;m:a:0:{}}}
Array
(
    [0] => ArrayObject Object
        (
            [storage:ArrayObject:private] => Array
                (
                    [0] => 1
                )

        )

    [1] => ArrayIterator Object
        (
            [storage:ArrayIterator:private] => ArrayObject Object
                (
                    [storage:ArrayObject:private] => Array
                        (
                            [0] => 1
                        )

                )

        )

)

string(6) "shared"
--- C:11:"ArrayObject":97:{x:i:0;a:0:{};m:a:1:{s:1:"a";C:16:"SplObjectStorage":39:{x:i:1;O:8:"stdClass":0:{},r:1;;m:a:0:{}}}}

Deprecated: Creation of dynamic property ArrayObject::$a is deprecated in %s on line 6
ArrayObject Object
(
    [a] => SplObjectStorage Object
        (
            [storage:SplObjectStorage:private] => Array
                (
                    [0] => Array
                        (
                            [obj] => stdClass Object
                                (
                                )

                            [inf] => ArrayObject Object
 *RECURSION*
                        )

                )

        )

    [storage:ArrayObject:private] => Array
        (
        )

)

--- C:13:"ArrayIterator":33:{x:i:0;a:1:{s:1:"k";i:1;};m:a:0:{}}
ArrayIterator Object
(
    [storage:ArrayIterator:private] => Array
        (
            [k] => 1
        )

)

--- C:22:"RecursiveArrayIterator":39:{x:i:0;a:1:{i:0;a:1:{i:0;i:2;}};m:a:0:{}}
RecursiveArrayIterator Object
(
    [storage:ArrayIterator:private] => Array
        (
            [0] => Array
                (
                    [0] => 2
                )

        )

)

--- C:19:"SplDoublyLinkedList":18:{i:0;:i:1;:s:1:"a";}
SplDoublyLinkedList Object
(
    [flags:SplDoublyLinkedList:private] => 0
    [dllist:SplDoublyLinkedList:private] => Array
        (
            [0] => 1
            [1] => a
        )

)

--- C:19:"SplDoublyLinkedList":29:{i:0;:O:8:"stdClass":0:{}:r:3;}
SplDoublyLinkedList Object
(
    [flags:SplDoublyLinkedList:private] => 0
    [dllist:SplDoublyLinkedList:private] => Array
        (
            [0] => stdClass Object
                (
                )

            [1] => stdClass Object
                (
                )

        )

)

bool(true)
--- C:19:"SplDoublyLinkedList":29:{i:0;:O:8:"stdClass":0:{}:r:2;}
UnexpectedValueException: Error at offset 29 of 29 bytes
--- C:8:"SplStack":14:{i:6;:i:1;:i:2;}
SplStack Object
(
    [flags:SplDoublyLinkedList:private] => 6
    [dllist:SplDoublyLinkedList:private] => Array
        (
            [0] => 1
            [1] => 2
        )

)

int(2)
int(6)
--- C:8:"SplQueue":14:{i:4;:i:1;:i:2;}
SplQueue Object
(
    [flags:SplDoublyLinkedList:private] => 4
    [dllist:SplDoublyLinkedList:private] => Array
        (
            [0] => 1
            [1] => 2
        )

)

int(1)
--- C:16:"SplObjectStorage":64:{x:i:2;O:8:"stdClass":0:{},i:1;;O:8:"stdClass":0:{},r:3;;m:a:0:{}}
SplObjectStorage Object
(
    [storage:SplObjectStorage:private] => Array
        (
            [0] => Array
                (
                    [obj] => stdClass Object
                        (
                        )

                    [inf] => 1
                )

            [1] => Array
                (
                    [obj] => stdClass Object
                        (
                        )

                    [inf] => stdClass Object
                        (
                        )

                )

        )

)

--- C:16:"SplObjectStorage":48:{x:i:2;O:8:"stdClass":0:{},r:3;;r:3,i:1;;m:a:0:{}}
UnexpectedValueException: Error at offset 31 of 48 bytes
--- C:11:"ArrayObject":0:{}
ArrayObject Object
(
    [storage:ArrayObject:private] => Array
        (
        )

)

--- C:16:"SplObjectStorage":0:{}
SplObjectStorage Object
(
    [storage:SplObjectStorage:private] => Array
        (
        )

)

--- a:1:{i:0;C:11:"ArrayObject":4:{junk}}
UnexpectedValueException: Error at offset 0 of 4 bytes
--- C:11:"ArrayObject":5:{x:i:0}
UnexpectedValueException: Error at offset 2 of 5 bytes
--- C:19:"SplDoublyLinkedList":3:{i:0}
UnexpectedValueException: Error at offset 0 of 3 bytes
--- C:11:"ArrayObject":20:{x:i:0;a:0:{};m:a:0:{}}
UnexpectedValueException: Error at offset 20 of 20 bytes
--- C:11:"ArrayObject":99:{x:i:0;a:0:{};m:a:0:{}}

Warning: Insufficient data for unserializing - 99 required, 22 present in %s on line 6

Notice: unserialize(): Error at offset 23 of 45 bytes in %s on line 6

--- C:11:"ArrayObject":-1:{}

Warning: Insufficient data for unserializing - -1 required, 1 present in %s on line 6

Notice: unserialize(): Error at offset 23 of 24 bytes in %s on line 6

--- C:11:"ArrayObject":+2:{}}

Warning: Insufficient data for unserializing - 2 required, 2 present in %s on line 6

Notice: unserialize(): Error at offset 23 of 25 bytes in %s on line 6

--- C:11:"ArrayObject"21:{x}

Notice: unserialize(): Error at offset 18 of 24 bytes in %s on line 6

--- C:11:"ArrayObject:21:{x}

Notice: unserialize(): Error at offset 17 of 24 bytes in %s on line 6

--- C:11:"ArrayObject":x

Notice: unserialize(): Error at offset 19 of 20 bytes in %s on line 6

--- C:3:"Foo":0:{}

Warning: Class __PHP_Incomplete_Class has no unserializer in %s on line 6
__PHP_Incomplete_Class Object
(
    [__PHP_Incomplete_Class_Name] => Foo
)

--- C:8:"stdClass":0:{}

Warning: Class stdClass has no unserializer in %s on line 6
stdClass Object
(
)


Warning: Class __PHP_Incomplete_Class has no unserializer in %s on line 61
bool(true)
string(11) "ArrayObject"
