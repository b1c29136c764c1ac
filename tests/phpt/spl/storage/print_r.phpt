--TEST--
SplObjectStorage print_r
--FILE--
<?php
$s = new SplObjectStorage;
$s->attach(new stdClass, 5);
print_r($s);
?>
--EXPECT--
SplObjectStorage Object
(
    [storage:SplObjectStorage:private] => Array
        (
            [0] => Array
                (
                    [obj] => stdClass Object
                        (
                        )

                    [inf] => 5
                )

        )

)
