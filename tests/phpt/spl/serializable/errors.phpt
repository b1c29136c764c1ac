--TEST--
Serializable::unserialize() of malformed data throws UnexpectedValueException "Error at offset X of Y bytes" at php's offsets; an empty string does nothing
--FILE--
<?php
$inputs = ['', 'x', 'y', 'x:', 'x:i:0', 'x:i:0;', 'x:i:0;m', 'x:i:0;m:', 'x:i:0;m:a:0:{}',
    'x:i:0;a:0:{};m:a:0:{}', 'x:s:1:"a";a:0:{};m:a:0:{}', 'x:i:0;i:5;;m:a:0:{}', 'x:i:0;a:0:{}m:a:0:{}',
    'x:i:0;a:0:{};m:i:1;', 'x:i:0;a:0:{};m:a:0:{}junk', 'x:i:0;a:1:{i:0;i:1}', 'x:i:0;a:1:{i:0;i:1;};m:a:0:{',
    'i:0;', 'i:0;:i:1;:s:1:"a";', 'i:0;:i:1', 'i:0;:', 'i:0;x', 'b:1;', 'i:0;:i:1;:',
    'x:i:1;O:8:"stdClass":0:{},i:5;;m:a:0:{}', 'x:i:-1;m:a:0:{}', 'x:i:2;O:8:"stdClass":0:{},i:5;;m:a:0:{}',
    'x:i:1;i:5,i:5;;m:a:0:{}', 'x:i:1;O:8:"stdClass":0:{};m:a:0:{}', 'x:i:1;O:8:"stdClass":0:{},i:5;m:a:0:{}',
    'x:i:1;O:8:"stdClass":0:{},i:5', 'x:i:0;O:8:"stdClass":1:{s:1:"a";i:1;};m:a:0:{}', 'x:i:0;r:1;;m:a:0:{}',
    'x:i:0;a:1:{i:0;O:8:"stdClass":0:{}};m:a:1:{s:1:"p";r:3;}', 'x:i:1;r:1;,i:1;;m:a:0:{}', 'x:i:0;C:3:"Foo":0:{};m:a:0:{}'];
foreach (['ArrayObject', 'ArrayIterator', 'SplObjectStorage', 'SplDoublyLinkedList', 'SplQueue'] as $c) {
    echo "== $c\n";
    foreach ($inputs as $s) {
        $x = new $c;
        try {
            @$x->unserialize($s);
            $r = 'ok ' . count($x);
        } catch (Throwable $e) {
            $r = get_class($e) . ': ' . $e->getMessage();
        }
        echo str_pad(json_encode($s), 50), ' ', $r, "\n";
    }
}
?>
--EXPECT--
== ArrayObject
""                                                 ok 0
"x"                                                UnexpectedValueException: Error at offset 1 of 1 bytes
"y"                                                UnexpectedValueException: Error at offset 0 of 1 bytes
"x:"                                               UnexpectedValueException: Error at offset 2 of 2 bytes
"x:i:0"                                            UnexpectedValueException: Error at offset 2 of 5 bytes
"x:i:0;"                                           UnexpectedValueException: Error at offset 6 of 6 bytes
"x:i:0;m"                                          UnexpectedValueException: Error at offset 6 of 7 bytes
"x:i:0;m:"                                         UnexpectedValueException: Error at offset 6 of 8 bytes
"x:i:0;m:a:0:{}"                                   UnexpectedValueException: Error at offset 6 of 14 bytes
"x:i:0;a:0:{};m:a:0:{}"                            ok 0
"x:s:1:\"a\";a:0:{};m:a:0:{}"                      UnexpectedValueException: Error at offset 10 of 25 bytes
"x:i:0;i:5;;m:a:0:{}"                              UnexpectedValueException: Error at offset 6 of 19 bytes
"x:i:0;a:0:{}m:a:0:{}"                             UnexpectedValueException: Error at offset 12 of 20 bytes
"x:i:0;a:0:{};m:i:1;"                              UnexpectedValueException: Error at offset 19 of 19 bytes
"x:i:0;a:0:{};m:a:0:{}junk"                        ok 0
"x:i:0;a:1:{i:0;i:1}"                              UnexpectedValueException: Error at offset 15 of 19 bytes
"x:i:0;a:1:{i:0;i:1;};m:a:0:{"                     UnexpectedValueException: Error at offset 28 of 28 bytes
"i:0;"                                             UnexpectedValueException: Error at offset 0 of 4 bytes
"i:0;:i:1;:s:1:\"a\";"                             UnexpectedValueException: Error at offset 0 of 18 bytes
"i:0;:i:1"                                         UnexpectedValueException: Error at offset 0 of 8 bytes
"i:0;:"                                            UnexpectedValueException: Error at offset 0 of 5 bytes
"i:0;x"                                            UnexpectedValueException: Error at offset 0 of 5 bytes
"b:1;"                                             UnexpectedValueException: Error at offset 0 of 4 bytes
"i:0;:i:1;:"                                       UnexpectedValueException: Error at offset 0 of 10 bytes
"x:i:1;O:8:\"stdClass\":0:{},i:5;;m:a:0:{}"        UnexpectedValueException: Error at offset 25 of 39 bytes
"x:i:-1;m:a:0:{}"                                  ok 0
"x:i:2;O:8:\"stdClass\":0:{},i:5;;m:a:0:{}"        UnexpectedValueException: Error at offset 25 of 39 bytes
"x:i:1;i:5,i:5;;m:a:0:{}"                          UnexpectedValueException: Error at offset 6 of 23 bytes
"x:i:1;O:8:\"stdClass\":0:{};m:a:0:{}"             ok 0
"x:i:1;O:8:\"stdClass\":0:{},i:5;m:a:0:{}"         UnexpectedValueException: Error at offset 25 of 38 bytes
"x:i:1;O:8:\"stdClass\":0:{},i:5"                  UnexpectedValueException: Error at offset 25 of 29 bytes
"x:i:0;O:8:\"stdClass\":1:{s:1:\"a\";i:1;};m:a:0:{}" ok 1
"x:i:0;r:1;;m:a:0:{}"                              UnexpectedValueException: Error at offset 10 of 19 bytes
"x:i:0;a:1:{i:0;O:8:\"stdClass\":0:{}};m:a:1:{s:1:\"p\";r:3;}" ok 1
"x:i:1;r:1;,i:1;;m:a:0:{}"                         UnexpectedValueException: Error at offset 10 of 24 bytes
"x:i:0;C:3:\"Foo\":0:{};m:a:0:{}"                  ok 1
== ArrayIterator
""                                                 ok 0
"x"                                                UnexpectedValueException: Error at offset 1 of 1 bytes
"y"                                                UnexpectedValueException: Error at offset 0 of 1 bytes
"x:"                                               UnexpectedValueException: Error at offset 2 of 2 bytes
"x:i:0"                                            UnexpectedValueException: Error at offset 2 of 5 bytes
"x:i:0;"                                           UnexpectedValueException: Error at offset 6 of 6 bytes
"x:i:0;m"                                          UnexpectedValueException: Error at offset 6 of 7 bytes
"x:i:0;m:"                                         UnexpectedValueException: Error at offset 6 of 8 bytes
"x:i:0;m:a:0:{}"                                   UnexpectedValueException: Error at offset 6 of 14 bytes
"x:i:0;a:0:{};m:a:0:{}"                            ok 0
"x:s:1:\"a\";a:0:{};m:a:0:{}"                      UnexpectedValueException: Error at offset 10 of 25 bytes
"x:i:0;i:5;;m:a:0:{}"                              UnexpectedValueException: Error at offset 6 of 19 bytes
"x:i:0;a:0:{}m:a:0:{}"                             UnexpectedValueException: Error at offset 12 of 20 bytes
"x:i:0;a:0:{};m:i:1;"                              UnexpectedValueException: Error at offset 19 of 19 bytes
"x:i:0;a:0:{};m:a:0:{}junk"                        ok 0
"x:i:0;a:1:{i:0;i:1}"                              UnexpectedValueException: Error at offset 15 of 19 bytes
"x:i:0;a:1:{i:0;i:1;};m:a:0:{"                     UnexpectedValueException: Error at offset 28 of 28 bytes
"i:0;"                                             UnexpectedValueException: Error at offset 0 of 4 bytes
"i:0;:i:1;:s:1:\"a\";"                             UnexpectedValueException: Error at offset 0 of 18 bytes
"i:0;:i:1"                                         UnexpectedValueException: Error at offset 0 of 8 bytes
"i:0;:"                                            UnexpectedValueException: Error at offset 0 of 5 bytes
"i:0;x"                                            UnexpectedValueException: Error at offset 0 of 5 bytes
"b:1;"                                             UnexpectedValueException: Error at offset 0 of 4 bytes
"i:0;:i:1;:"                                       UnexpectedValueException: Error at offset 0 of 10 bytes
"x:i:1;O:8:\"stdClass\":0:{},i:5;;m:a:0:{}"        UnexpectedValueException: Error at offset 25 of 39 bytes
"x:i:-1;m:a:0:{}"                                  ok 0
"x:i:2;O:8:\"stdClass\":0:{},i:5;;m:a:0:{}"        UnexpectedValueException: Error at offset 25 of 39 bytes
"x:i:1;i:5,i:5;;m:a:0:{}"                          UnexpectedValueException: Error at offset 6 of 23 bytes
"x:i:1;O:8:\"stdClass\":0:{};m:a:0:{}"             ok 0
"x:i:1;O:8:\"stdClass\":0:{},i:5;m:a:0:{}"         UnexpectedValueException: Error at offset 25 of 38 bytes
"x:i:1;O:8:\"stdClass\":0:{},i:5"                  UnexpectedValueException: Error at offset 25 of 29 bytes
"x:i:0;O:8:\"stdClass\":1:{s:1:\"a\";i:1;};m:a:0:{}" ok 1
"x:i:0;r:1;;m:a:0:{}"                              UnexpectedValueException: Error at offset 10 of 19 bytes
"x:i:0;a:1:{i:0;O:8:\"stdClass\":0:{}};m:a:1:{s:1:\"p\";r:3;}" ok 1
"x:i:1;r:1;,i:1;;m:a:0:{}"                         UnexpectedValueException: Error at offset 10 of 24 bytes
"x:i:0;C:3:\"Foo\":0:{};m:a:0:{}"                  ok 1
== SplObjectStorage
""                                                 ok 0
"x"                                                UnexpectedValueException: Error at offset 1 of 1 bytes
"y"                                                UnexpectedValueException: Error at offset 0 of 1 bytes
"x:"                                               UnexpectedValueException: Error at offset 2 of 2 bytes
"x:i:0"                                            UnexpectedValueException: Error at offset 2 of 5 bytes
"x:i:0;"                                           UnexpectedValueException: Error at offset 6 of 6 bytes
"x:i:0;m"                                          UnexpectedValueException: Error at offset 7 of 7 bytes
"x:i:0;m:"                                         UnexpectedValueException: Error at offset 8 of 8 bytes
"x:i:0;m:a:0:{}"                                   ok 0
"x:i:0;a:0:{};m:a:0:{}"                            UnexpectedValueException: Error at offset 6 of 21 bytes
"x:s:1:\"a\";a:0:{};m:a:0:{}"                      UnexpectedValueException: Error at offset 10 of 25 bytes
"x:i:0;i:5;;m:a:0:{}"                              UnexpectedValueException: Error at offset 6 of 19 bytes
"x:i:0;a:0:{}m:a:0:{}"                             UnexpectedValueException: Error at offset 6 of 20 bytes
"x:i:0;a:0:{};m:i:1;"                              UnexpectedValueException: Error at offset 6 of 19 bytes
"x:i:0;a:0:{};m:a:0:{}junk"                        UnexpectedValueException: Error at offset 6 of 25 bytes
"x:i:0;a:1:{i:0;i:1}"                              UnexpectedValueException: Error at offset 6 of 19 bytes
"x:i:0;a:1:{i:0;i:1;};m:a:0:{"                     UnexpectedValueException: Error at offset 6 of 28 bytes
"i:0;"                                             UnexpectedValueException: Error at offset 0 of 4 bytes
"i:0;:i:1;:s:1:\"a\";"                             UnexpectedValueException: Error at offset 0 of 18 bytes
"i:0;:i:1"                                         UnexpectedValueException: Error at offset 0 of 8 bytes
"i:0;:"                                            UnexpectedValueException: Error at offset 0 of 5 bytes
"i:0;x"                                            UnexpectedValueException: Error at offset 0 of 5 bytes
"b:1;"                                             UnexpectedValueException: Error at offset 0 of 4 bytes
"i:0;:i:1;:"                                       UnexpectedValueException: Error at offset 0 of 10 bytes
"x:i:1;O:8:\"stdClass\":0:{},i:5;;m:a:0:{}"        ok 1
"x:i:-1;m:a:0:{}"                                  UnexpectedValueException: Error at offset 6 of 15 bytes
"x:i:2;O:8:\"stdClass\":0:{},i:5;;m:a:0:{}"        UnexpectedValueException: Error at offset 31 of 39 bytes
"x:i:1;i:5,i:5;;m:a:0:{}"                          UnexpectedValueException: Error at offset 6 of 23 bytes
"x:i:1;O:8:\"stdClass\":0:{};m:a:0:{}"             ok 1
"x:i:1;O:8:\"stdClass\":0:{},i:5;m:a:0:{}"         UnexpectedValueException: Error at offset 30 of 38 bytes
"x:i:1;O:8:\"stdClass\":0:{},i:5"                  UnexpectedValueException: Error at offset 26 of 29 bytes
"x:i:0;O:8:\"stdClass\":1:{s:1:\"a\";i:1;};m:a:0:{}" UnexpectedValueException: Error at offset 6 of 46 bytes
"x:i:0;r:1;;m:a:0:{}"                              UnexpectedValueException: Error at offset 6 of 19 bytes
"x:i:0;a:1:{i:0;O:8:\"stdClass\":0:{}};m:a:1:{s:1:\"p\";r:3;}" UnexpectedValueException: Error at offset 6 of 56 bytes
"x:i:1;r:1;,i:1;;m:a:0:{}"                         UnexpectedValueException: Error at offset 10 of 24 bytes
"x:i:0;C:3:\"Foo\":0:{};m:a:0:{}"                  UnexpectedValueException: Error at offset 6 of 29 bytes
== SplDoublyLinkedList
""                                                 ok 0
"x"                                                UnexpectedValueException: Error at offset 0 of 1 bytes
"y"                                                UnexpectedValueException: Error at offset 0 of 1 bytes
"x:"                                               UnexpectedValueException: Error at offset 0 of 2 bytes
"x:i:0"                                            UnexpectedValueException: Error at offset 0 of 5 bytes
"x:i:0;"                                           UnexpectedValueException: Error at offset 0 of 6 bytes
"x:i:0;m"                                          UnexpectedValueException: Error at offset 0 of 7 bytes
"x:i:0;m:"                                         UnexpectedValueException: Error at offset 0 of 8 bytes
"x:i:0;m:a:0:{}"                                   UnexpectedValueException: Error at offset 0 of 14 bytes
"x:i:0;a:0:{};m:a:0:{}"                            UnexpectedValueException: Error at offset 0 of 21 bytes
"x:s:1:\"a\";a:0:{};m:a:0:{}"                      UnexpectedValueException: Error at offset 0 of 25 bytes
"x:i:0;i:5;;m:a:0:{}"                              UnexpectedValueException: Error at offset 0 of 19 bytes
"x:i:0;a:0:{}m:a:0:{}"                             UnexpectedValueException: Error at offset 0 of 20 bytes
"x:i:0;a:0:{};m:i:1;"                              UnexpectedValueException: Error at offset 0 of 19 bytes
"x:i:0;a:0:{};m:a:0:{}junk"                        UnexpectedValueException: Error at offset 0 of 25 bytes
"x:i:0;a:1:{i:0;i:1}"                              UnexpectedValueException: Error at offset 0 of 19 bytes
"x:i:0;a:1:{i:0;i:1;};m:a:0:{"                     UnexpectedValueException: Error at offset 0 of 28 bytes
"i:0;"                                             ok 0
"i:0;:i:1;:s:1:\"a\";"                             ok 2
"i:0;:i:1"                                         UnexpectedValueException: Error at offset 5 of 8 bytes
"i:0;:"                                            UnexpectedValueException: Error at offset 5 of 5 bytes
"i:0;x"                                            UnexpectedValueException: Error at offset 4 of 5 bytes
"b:1;"                                             UnexpectedValueException: Error at offset 4 of 4 bytes
"i:0;:i:1;:"                                       UnexpectedValueException: Error at offset 10 of 10 bytes
"x:i:1;O:8:\"stdClass\":0:{},i:5;;m:a:0:{}"        UnexpectedValueException: Error at offset 0 of 39 bytes
"x:i:-1;m:a:0:{}"                                  UnexpectedValueException: Error at offset 0 of 15 bytes
"x:i:2;O:8:\"stdClass\":0:{},i:5;;m:a:0:{}"        UnexpectedValueException: Error at offset 0 of 39 bytes
"x:i:1;i:5,i:5;;m:a:0:{}"                          UnexpectedValueException: Error at offset 0 of 23 bytes
"x:i:1;O:8:\"stdClass\":0:{};m:a:0:{}"             UnexpectedValueException: Error at offset 0 of 34 bytes
"x:i:1;O:8:\"stdClass\":0:{},i:5;m:a:0:{}"         UnexpectedValueException: Error at offset 0 of 38 bytes
"x:i:1;O:8:\"stdClass\":0:{},i:5"                  UnexpectedValueException: Error at offset 0 of 29 bytes
"x:i:0;O:8:\"stdClass\":1:{s:1:\"a\";i:1;};m:a:0:{}" UnexpectedValueException: Error at offset 0 of 46 bytes
"x:i:0;r:1;;m:a:0:{}"                              UnexpectedValueException: Error at offset 0 of 19 bytes
"x:i:0;a:1:{i:0;O:8:\"stdClass\":0:{}};m:a:1:{s:1:\"p\";r:3;}" UnexpectedValueException: Error at offset 0 of 56 bytes
"x:i:1;r:1;,i:1;;m:a:0:{}"                         UnexpectedValueException: Error at offset 0 of 24 bytes
"x:i:0;C:3:\"Foo\":0:{};m:a:0:{}"                  UnexpectedValueException: Error at offset 0 of 29 bytes
== SplQueue
""                                                 ok 0
"x"                                                UnexpectedValueException: Error at offset 0 of 1 bytes
"y"                                                UnexpectedValueException: Error at offset 0 of 1 bytes
"x:"                                               UnexpectedValueException: Error at offset 0 of 2 bytes
"x:i:0"                                            UnexpectedValueException: Error at offset 0 of 5 bytes
"x:i:0;"                                           UnexpectedValueException: Error at offset 0 of 6 bytes
"x:i:0;m"                                          UnexpectedValueException: Error at offset 0 of 7 bytes
"x:i:0;m:"                                         UnexpectedValueException: Error at offset 0 of 8 bytes
"x:i:0;m:a:0:{}"                                   UnexpectedValueException: Error at offset 0 of 14 bytes
"x:i:0;a:0:{};m:a:0:{}"                            UnexpectedValueException: Error at offset 0 of 21 bytes
"x:s:1:\"a\";a:0:{};m:a:0:{}"                      UnexpectedValueException: Error at offset 0 of 25 bytes
"x:i:0;i:5;;m:a:0:{}"                              UnexpectedValueException: Error at offset 0 of 19 bytes
"x:i:0;a:0:{}m:a:0:{}"                             UnexpectedValueException: Error at offset 0 of 20 bytes
"x:i:0;a:0:{};m:i:1;"                              UnexpectedValueException: Error at offset 0 of 19 bytes
"x:i:0;a:0:{};m:a:0:{}junk"                        UnexpectedValueException: Error at offset 0 of 25 bytes
"x:i:0;a:1:{i:0;i:1}"                              UnexpectedValueException: Error at offset 0 of 19 bytes
"x:i:0;a:1:{i:0;i:1;};m:a:0:{"                     UnexpectedValueException: Error at offset 0 of 28 bytes
"i:0;"                                             ok 0
"i:0;:i:1;:s:1:\"a\";"                             ok 2
"i:0;:i:1"                                         UnexpectedValueException: Error at offset 5 of 8 bytes
"i:0;:"                                            UnexpectedValueException: Error at offset 5 of 5 bytes
"i:0;x"                                            UnexpectedValueException: Error at offset 4 of 5 bytes
"b:1;"                                             UnexpectedValueException: Error at offset 4 of 4 bytes
"i:0;:i:1;:"                                       UnexpectedValueException: Error at offset 10 of 10 bytes
"x:i:1;O:8:\"stdClass\":0:{},i:5;;m:a:0:{}"        UnexpectedValueException: Error at offset 0 of 39 bytes
"x:i:-1;m:a:0:{}"                                  UnexpectedValueException: Error at offset 0 of 15 bytes
"x:i:2;O:8:\"stdClass\":0:{},i:5;;m:a:0:{}"        UnexpectedValueException: Error at offset 0 of 39 bytes
"x:i:1;i:5,i:5;;m:a:0:{}"                          UnexpectedValueException: Error at offset 0 of 23 bytes
"x:i:1;O:8:\"stdClass\":0:{};m:a:0:{}"             UnexpectedValueException: Error at offset 0 of 34 bytes
"x:i:1;O:8:\"stdClass\":0:{},i:5;m:a:0:{}"         UnexpectedValueException: Error at offset 0 of 38 bytes
"x:i:1;O:8:\"stdClass\":0:{},i:5"                  UnexpectedValueException: Error at offset 0 of 29 bytes
"x:i:0;O:8:\"stdClass\":1:{s:1:\"a\";i:1;};m:a:0:{}" UnexpectedValueException: Error at offset 0 of 46 bytes
"x:i:0;r:1;;m:a:0:{}"                              UnexpectedValueException: Error at offset 0 of 19 bytes
"x:i:0;a:1:{i:0;O:8:\"stdClass\":0:{}};m:a:1:{s:1:\"p\";r:3;}" UnexpectedValueException: Error at offset 0 of 56 bytes
"x:i:1;r:1;,i:1;;m:a:0:{}"                         UnexpectedValueException: Error at offset 0 of 24 bytes
"x:i:0;C:3:\"Foo\":0:{};m:a:0:{}"                  UnexpectedValueException: Error at offset 0 of 29 bytes
