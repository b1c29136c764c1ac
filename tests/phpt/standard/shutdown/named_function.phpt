--TEST--
register_shutdown_function with a named function declared later
--FILE--
<?php
register_shutdown_function('bye');
function bye() { echo "bye from named\n"; }
echo "main\n";
--EXPECT--
main
bye from named
