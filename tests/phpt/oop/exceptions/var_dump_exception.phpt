--TEST--
print_r of an exception shows its private and protected properties
--FILE--
<?php
$e = new Exception('msg', 3);
$s = print_r($e, true);
echo preg_replace('/\[(file|line)(:protected)?\] => .*/', '[$1$2] => X', $s);
--EXPECT--
Exception Object
(
    [message:protected] => msg
    [string:Exception:private] => 
    [code:protected] => 3
    [file:protected] => X
    [line:protected] => X
    [trace:Exception:private] => Array
        (
        )

    [previous:Exception:private] => 
)
