--TEST--
an exception from the callback stops the replacement
--FILE--
<?php
$n = 0;
try {
    preg_replace_callback('/\d/', function ($m) use (&$n) {
        $n++;
        if ($m[0] == '2') throw new Exception('stop at 2');
        return 'x';
    }, '1234');
} catch (Exception $e) {
    echo $e->getMessage(), "\n";
}
var_dump($n);
--EXPECT--
stop at 2
int(2)
