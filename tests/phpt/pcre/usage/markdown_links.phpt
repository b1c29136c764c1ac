--TEST--
converting markdown links
--FILE--
<?php
echo preg_replace('/\[([^\]]+)\]\(([^)]+)\)/', '<a href="$2">$1</a>', 'see [docs](http://x.y/d) and [home](/)'), "\n";
--EXPECT--
see <a href="http://x.y/d">docs</a> and <a href="/">home</a>
