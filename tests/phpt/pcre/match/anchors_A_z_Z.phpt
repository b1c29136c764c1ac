--TEST--
\A, \z and \Z anchors
--FILE--
<?php
var_dump(preg_match('/\Aab/', 'ab'), preg_match('/b\z/', "ab\n"), preg_match('/b\Z/', "ab\n"), preg_match('/b\z/', 'ab'));
--EXPECT--
int(1)
int(0)
int(1)
int(1)
