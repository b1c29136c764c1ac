--TEST--
a shutdown function registered during shutdown also runs
--FILE--
<?php
register_shutdown_function(function () {
    echo "outer\n";
    register_shutdown_function(function () { echo "nested\n"; });
});
register_shutdown_function(function () { echo "second\n"; });
--EXPECT--
outer
second
nested
