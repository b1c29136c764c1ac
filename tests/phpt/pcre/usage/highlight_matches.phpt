--TEST--
wrapping matches with the whole match reference
--FILE--
<?php
echo preg_replace('/\b(?:foo|bar)\b/i', '[$0]', 'Foo food bar BAR'), "\n";
--EXPECT--
[Foo] food [bar] [BAR]
