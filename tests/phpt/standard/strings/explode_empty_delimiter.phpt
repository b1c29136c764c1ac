--TEST--
explode with an empty delimiter throws ValueError
--FILE--
<?php
try {
    explode('', 'abc');
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: explode(): Argument #1 ($separator) cannot be empty
