--TEST--
set_error_handler errfile names the script
--FILE--
<?php
set_error_handler(function ($no, $str, $file, $line) {
    echo "$str in $file:$line\n";
    return true;
});
trigger_error('where am I');
--EXPECTF--
where am I in %s:6
