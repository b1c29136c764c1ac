--TEST--
nested arrays and objects
--FILE--
<?php
$v = json_decode('{"list":[{"id":1,"tags":["a","b"]},{"id":2,"tags":[]}],"meta":{"count":2,"next":null}}', true);
var_dump($v['list'][0]['tags'][1], $v['meta']['next'], count($v['list']));
print_r($v);
--EXPECT--
string(1) "b"
NULL
int(2)
Array
(
    [list] => Array
        (
            [0] => Array
                (
                    [id] => 1
                    [tags] => Array
                        (
                            [0] => a
                            [1] => b
                        )

                )

            [1] => Array
                (
                    [id] => 2
                    [tags] => Array
                        (
                        )

                )

        )

    [meta] => Array
        (
            [count] => 2
            [next] => 
        )

)
