--TEST--
URL components with named groups
--FILE--
<?php
preg_match('~^(?<scheme>https?)://(?<host>[^/:]+)(?::(?<port>\d+))?(?<path>/[^?#]*)?(?:\?(?<query>[^#]*))?~', 'https://example.com:8080/a/b?x=1&y=2#frag', $m);
foreach (['scheme', 'host', 'port', 'path', 'query'] as $k) {
    echo $k, '=', $m[$k], "\n";
}
--EXPECT--
scheme=https
host=example.com
port=8080
path=/a/b
query=x=1&y=2
