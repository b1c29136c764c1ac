--TEST--
set_error_handler receives engine warnings
--FILE--
<?php
set_error_handler(function ($errno, $errstr) {
    echo "[$errno] $errstr\n";
    return true;
});
echo $undefined;
$a = [];
echo $a['k'];
echo [] . '';
echo "done\n";
--EXPECT--
[2] Undefined variable $undefined
[2] Undefined array key "k"
[2] Array to string conversion
Arraydone
